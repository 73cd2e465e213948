import textwrap

text = "The quick brown fox. It jumped over the lazy dog! Then it ran off-the-record-ly away."
for w in (1, 5, 10, 17, 30):
    for ml in (None, 1, 2, 3):
        try:
            print(w, ml, textwrap.wrap(text, w, max_lines=ml))
        except ValueError as e:
            print(w, ml, type(e).__name__, e)
print(textwrap.wrap(text, 20, fix_sentence_endings=True))
print(textwrap.wrap("A. b? c! \"d.\" e", 4, fix_sentence_endings=True))
print(textwrap.wrap("supercalifragilistic-expialidocious-word", 12))
print(textwrap.wrap("supercalifragilistic-expialidocious-word", 12, break_on_hyphens=False))
print(textwrap.wrap("---------------abc", 5))
print(textwrap.wrap("abcdefghijklmnop qr", 6, break_long_words=False))
print(textwrap.wrap("  lead  and   trail  ", 6, drop_whitespace=False))
print(textwrap.wrap("a\tb\tc\nd", 8, tabsize=4, expand_tabs=True))
print(textwrap.wrap("a\tb\tc\nd", 8, expand_tabs=False, replace_whitespace=False))
print(textwrap.wrap(text, 25, initial_indent="* ", subsequent_indent="  ", max_lines=2,
                    placeholder="..."))
print(textwrap.wrap("word " * 20, 12, max_lines=3, placeholder=" [more]"))
print(textwrap.wrap("x " * 10 + "longlonglonglong", 8, max_lines=2))
print(textwrap.shorten("Hello  world!  This is long", 12))
print(textwrap.shorten("Hello world", 11))
print(textwrap.shorten("Helloooooooooo world", 8))
for args in ((0,), (-3,)):
    try:
        textwrap.wrap("abc", *args)
    except ValueError as e:
        print(type(e).__name__, e)
try:
    textwrap.wrap("abc", 4, max_lines=1, placeholder=" [.....]")
except ValueError as e:
    print(type(e).__name__, e)
w = textwrap.TextWrapper(width=9, max_lines=2)
print(w.width, w.max_lines, w.placeholder, w.tabsize, w.break_on_hyphens)
print(w.fill(text))
print(repr(textwrap.indent("a\n\n  \nb\r\nc", "> ")))
print(repr(textwrap.indent("a\n\n  \nb", "+", lambda l: True)))
print(repr(textwrap.indent("", "+")))
try:
    textwrap.indent("a", 3)
except TypeError as e:
    print(type(e).__name__, e)
