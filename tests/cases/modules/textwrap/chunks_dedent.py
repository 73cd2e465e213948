# The chunking rules (hyphens, em-dashes, whitespace) on generated strings of the
# characters that matter to them, and dedent/indent on generated indented blocks.
import textwrap

state = 777


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


alphabet = 'ab-- -9_.,!?"\'\tZé-x-'
w = textwrap.TextWrapper()
for _ in range(400):
    s = ''.join(alphabet[rnd(len(alphabet))] for _ in range(1 + rnd(14)))
    print(repr(s), w._split(s))

for _ in range(60):
    lines = []
    for _ in range(1 + rnd(6)):
        lead = ''.join(' \t'[rnd(2)] for _ in range(rnd(5)))
        body = ['', 'x', 'code()', '  ', '\t'][rnd(5)]
        lines.append(lead + body)
    text = '\n'.join(lines) + ('\n' if rnd(2) else '')
    print(repr(text), repr(textwrap.dedent(text)), repr(textwrap.indent(text, '> ')),
          repr(textwrap.indent(text, '+', lambda line: True)))
print(textwrap.dedent('''
    def f():
        return 1
'''))
for bad in [dict(width=0), dict(width=5, max_lines=1, placeholder=' [......]')]:
    try:
        textwrap.wrap('hello world', **bad)
    except ValueError as e:
        print(type(e).__name__, e)
