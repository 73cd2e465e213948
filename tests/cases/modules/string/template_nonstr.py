# string.Template and textwrap.dedent of a non-str raise re's TypeError, as CPython's regex-based code does.
import string, textwrap
for t in (1, b"$x", None, ["$x"]):
    for call in (lambda: string.Template(t).substitute(x=1), lambda: string.Template(t).safe_substitute(),
                 lambda: string.Template(t).get_identifiers(), lambda: string.Template(t).is_valid(), lambda: textwrap.dedent(t)):
        try:
            print(call())
        except TypeError as e:
            print("TypeError:", e)
print(string.Template("$x").substitute(x=1), textwrap.dedent("  a\n  b"))
