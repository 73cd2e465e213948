# textwrap.wrap/fill/shorten over generated paragraphs (a fixed linear congruential
# sequence, so CPython and pyeval see the same text): words, hyphenated words, em-dashes,
# digits, punctuation, sentence ends, tabs and long words, at many widths and options.
import textwrap

state = 12345


def rnd(n):
    global state
    state = (state * 1103515245 + 12345) % 2**31
    return state % n


pieces = ['word', 'a', 'hyphen-ated', 'long-hyphen-word-chain', 'x-y', 'ab-cd', '--',
          'em--dash', 'e.g.', 'end.', 'Why?', 'wow!', '"quoted."', "it's", '12-34',
          'a1-b2', 'supercalifragilisticexpialidocious', '-lead', 'trail-', '\t',
          'tab\tbed', 'x', 'the', 'quick', 'brown', 'fox', '---', 'a--b', 'über-größe',
          'snake_case-name', '...', 'Dr.', 'no-', '-', '3.14', 'ok,', 'mid--', '--mid']

for case in range(60):
    n = 3 + rnd(25)
    words = [pieces[rnd(len(pieces))] for _ in range(n)]
    seps = [' ' * (1 + rnd(3)) if rnd(5) else '\n' for _ in range(n)]
    text = ''.join(w + s for w, s in zip(words, seps))
    width = 1 + rnd(40)
    opts = {}
    if rnd(3) == 0:
        opts['break_on_hyphens'] = False
    if rnd(3) == 0:
        opts['break_long_words'] = False
    if rnd(4) == 0:
        opts['fix_sentence_endings'] = True
    if rnd(4) == 0:
        opts['drop_whitespace'] = False
    if rnd(5) == 0:
        opts['initial_indent'] = '* '
        opts['subsequent_indent'] = '  '
    if rnd(4) == 0:
        opts['replace_whitespace'] = False
    if rnd(5) == 0:
        opts['max_lines'] = 1 + rnd(3)
    try:
        print(case, width, sorted(opts), textwrap.wrap(text, width, **opts))
    except ValueError as e:
        print(case, 'ValueError', e)
    print(repr(textwrap.fill(text, width=width + 10)))
    try:
        print(repr(textwrap.shorten(text, width=10 + width)))
    except ValueError as e:
        print('shorten ValueError', e)
