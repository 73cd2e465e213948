from typing import List, Tuple


def rle_encode(s: str) -> str:
    if not s:
        return ""
    out = []
    prev = s[0]
    count = 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out.append(f"{count}{prev}")
            prev, count = ch, 1
    out.append(f"{count}{prev}")
    return "".join(out)


def rle_decode(s: str) -> str:
    out = []
    num = ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)


def runs(seq: List[int]) -> List[Tuple[int, int]]:
    result: List[Tuple[int, int]] = []
    for x in seq:
        if result and result[-1][0] == x:
            result[-1] = (x, result[-1][1] + 1)
        else:
            result.append((x, 1))
    return result


def look_and_say(n: int) -> List[str]:
    term = "1"
    seq = [term]
    for _ in range(n - 1):
        term = "".join(str(c) + str(d) for d, c in runs([int(ch) for ch in term]))
        seq.append(term)
    return seq


for s in ["WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW", "abc", "", "aaaaaaaaaaaaaaaaaaaaaab"]:
    e = rle_encode(s)
    print(repr(e), rle_decode(e) == s, f"{len(e)}/{len(s)}")
print(runs([1, 1, 2, 2, 2, 3, 1, 1]))
for t in look_and_say(10):
    print(t)
