from typing import Dict, List


def group_anagrams(words: List[str]) -> List[List[str]]:
    groups: Dict[str, List[str]] = {}
    for w in words:
        key = "".join(sorted(w.lower()))
        groups.setdefault(key, []).append(w)
    return sorted((sorted(g) for g in groups.values()), key=lambda g: (-len(g), g))


def is_anagram(a: str, b: str) -> bool:
    counts: Dict[str, int] = {}
    for ch in a.replace(" ", "").lower():
        counts[ch] = counts.get(ch, 0) + 1
    for ch in b.replace(" ", "").lower():
        counts[ch] = counts.get(ch, 0) - 1
    return all(v == 0 for v in counts.values())


def find_anagrams(s: str, p: str) -> List[int]:
    need = [0] * 26
    for ch in p:
        need[ord(ch) - 97] += 1
    window = [0] * 26
    res = []
    for i, ch in enumerate(s):
        window[ord(ch) - 97] += 1
        if i >= len(p):
            window[ord(s[i - len(p)]) - 97] -= 1
        if window == need:
            res.append(i - len(p) + 1)
    return res


words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "god",
         "inlets", "banana"]
for g in group_anagrams(words):
    print(len(g), g)
print(is_anagram("Dormitory", "dirty room"), is_anagram("hello", "world"))
print(find_anagrams("cbaebabacd", "abc"), find_anagrams("abab", "ab"))
