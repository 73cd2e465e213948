# SequenceMatcher over generated sequences (with junk functions, autojunk on long b):
# matching blocks, opcodes, grouped opcodes, the three ratios and the junk/popular sets.
import difflib

seed = 777


def rnd(n):
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return (seed >> 8) % n


ALPHAS = ['ab', 'abc ', 'abcdefg\t ', 'xy#\n']
JUNKS = [None, lambda c: c == ' ', difflib.IS_CHARACTER_JUNK]
for case in range(150):
    alpha = ALPHAS[rnd(4)]
    big = case % 10 == 0
    a = ''.join(alpha[rnd(len(alpha))] for _ in range(rnd(400 if big else 30)))
    b = ''.join(alpha[rnd(len(alpha))] for _ in range(rnd(400 if big else 30)))
    s = difflib.SequenceMatcher(JUNKS[rnd(3)], a, b, rnd(4) != 0)
    print(case, s.find_longest_match(), s.get_matching_blocks())
    print(' ', s.get_opcodes())
    print(' ', list(s.get_grouped_opcodes(rnd(5))))
    print(' ', s.ratio(), s.quick_ratio(), s.real_quick_ratio())
    print(' ', sorted(s.bjunk), sorted(s.bpopular), sorted(s.b2j.items())[:3])
    if len(a) > 4 and len(b) > 4:
        print(' ', s.find_longest_match(1, len(a) - 2, 2, len(b) - 1),
              s.find_longest_match(1, len(a) - 2))
