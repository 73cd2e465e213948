# difflib's documented examples, lineterm/dates, Differ on real text, and the errors.
import difflib
from difflib import SequenceMatcher

s = SequenceMatcher(lambda x: x == " ", "private Thread currentThread;",
                    "private volatile Thread currentThread;")
print(round(s.ratio(), 3), s.get_matching_blocks())
for op in s.get_opcodes():
    print("%7s a[%d:%d] b[%d:%d]" % op)
s = SequenceMatcher(None, " abcd", "abcd abcd")
print(s.find_longest_match(0, 5, 0, 9), s.find_longest_match())
m = s.find_longest_match()
print(m.a, m.b, m.size, type(m).__name__, m._fields)
s = SequenceMatcher()
print(s.ratio(), s.get_opcodes(), list(s.get_grouped_opcodes()))
s.set_seqs("abcd", "bcde")
print(s.ratio(), s.get_opcodes())
s.set_seq1("xbcd")
print(s.get_opcodes())
s.set_seq2([1, 2])
print(s.get_opcodes(), s.quick_ratio())
print(SequenceMatcher[int])
print(SequenceMatcher(None, [1, 2, 3], (1, 3)).get_matching_blocks())

print(difflib.get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']))
import keyword
print(difflib.get_close_matches('wheel', keyword.kwlist))
print(difflib.get_close_matches('pineapple', keyword.kwlist))
print(difflib.get_close_matches('accept', keyword.kwlist))
print(difflib.get_close_matches('ab', ['ab', 'ba', 'ab', 'aab'], n=10, cutoff=0))

text1 = '''  1. Beautiful is better than ugly.
  2. Explicit is better than implicit.
  3. Simple is better than complex.
  4. Complex is better than complicated.
'''.splitlines(keepends=True)
text2 = '''  1. Beautiful is better than ugly.
  3.   Simple is better than complex.
  4. Complicated is better than complex.
  5. Flat is better than nested.
'''.splitlines(keepends=True)
print(''.join(difflib.Differ().compare(text1, text2)), end='')
print(''.join(difflib.ndiff(['\tab  cd\n'], ['\tab cd x\n'])), end='')
diff = difflib.ndiff('one\ntwo\nthree\n'.splitlines(keepends=True),
                     'ore\ntree\nemu\n'.splitlines(keepends=True))
diff = list(diff)
print(''.join(diff), end='')
print(''.join(difflib.restore(diff, 1)), end='')
print(''.join(difflib.restore(diff, '2')), end='')

s1 = ['bacon\n', 'eggs\n', 'ham\n', 'guido\n']
s2 = ['python\n', 'eggy\n', 'hamster\n', 'guido\n']
print(''.join(difflib.context_diff(s1, s2, fromfile='before.py', tofile='after.py')))
print(''.join(difflib.unified_diff(s1, s2, fromfile='before.py', tofile='after.py',
                                   fromfiledate='2005-01-26', tofiledate='x')))
for line in difflib.unified_diff('one two three'.split(), 'one tree emu'.split(),
                                 lineterm=''):
    print(line)
print(list(difflib.unified_diff([], [])), list(difflib.context_diff(['a'], ['a'])))
print(list(difflib.unified_diff([], ['a\n'])), list(difflib.context_diff(['a\n'], [])))
print(list(difflib.diff_bytes(difflib.unified_diff, [b'a\n', b'\xff\n'], [b'b\n'],
                              b'x', b'y')))
print(difflib.IS_LINE_JUNK('\n'), difflib.IS_LINE_JUNK('  #   \n'),
      difflib.IS_LINE_JUNK('hello\n'), difflib.IS_CHARACTER_JUNK(' '),
      difflib.IS_CHARACTER_JUNK('\t'), difflib.IS_CHARACTER_JUNK('\n'),
      difflib.IS_CHARACTER_JUNK('x'))

long_b = 'ab' * 150 + 'c'
s = SequenceMatcher(None, 'a' * 10 + 'c', long_b)
print(sorted(s.bpopular), s.get_matching_blocks())
s = SequenceMatcher(None, 'a' * 10 + 'c', long_b, autojunk=False)
print(sorted(s.bpopular), s.get_matching_blocks()[:3])

for f in [lambda: difflib.get_close_matches('a', [], 0),
          lambda: difflib.get_close_matches('a', [], 1, 1.5),
          lambda: difflib.get_close_matches('a', [], 1, -0.1),
          lambda: list(difflib.unified_diff([1], ['a'])),
          lambda: list(difflib.context_diff(['a'], [b'a'])),
          lambda: list(difflib.unified_diff(['a'], ['a'], 3)),
          lambda: list(difflib.unified_diff(['a'], ['b'], lineterm=None)),
          lambda: list(difflib.restore([], 3)),
          lambda: list(difflib.restore([], 'x')),
          lambda: list(difflib.diff_bytes(difflib.unified_diff, ['a\n'], [b'b\n'])),
          lambda: list(difflib.diff_bytes(difflib.unified_diff, [b'a\n'], [b'b\n'], 'x'))]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
