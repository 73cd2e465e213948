# unified_diff, context_diff, ndiff (with line and character junk), restore and
# get_close_matches over generated lines.
import difflib

seed = 4242


def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n


def line(alpha, k):
    return ''.join(alpha[rnd(len(alpha))] for _ in range(rnd(k))) + '\n'


for case in range(120):
    la = [line('abc  #', 9) for _ in range(rnd(12))]
    if rnd(2):
        lb = [line('abc  #', 9) for _ in range(rnd(12))]
    else:
        lb = []
        for x in la:
            r = rnd(4)
            if r == 0:
                lb.append(x[:-2] + 'xb '[rnd(3)] + '\n')
            elif r == 1:
                lb.append(line('ab\t ', 5))
            elif r == 2:
                lb.append(x)
                lb.append(x)
    n = rnd(5)
    print(case, n)
    print(''.join(difflib.unified_diff(la, lb, 'f', 't', 'd1' if n else '', '', n)))
    print(''.join(difflib.context_diff(la, lb, 'f', 't', '', 'd2' if n else '', n)))
    d = list(difflib.ndiff(la, lb))
    print(''.join(d))
    print(''.join(difflib.ndiff(la, lb, difflib.IS_LINE_JUNK, None)))
    print(list(difflib.restore(d, 1)) == la, list(difflib.restore(d, 2)) == lb)
    words = [line('abcde', 7)[:-1] for _ in range(10)]
    print(difflib.get_close_matches(words[0], words[1:], 1 + n, [0, 0.3, 0.6, 0.9][rnd(4)]))
