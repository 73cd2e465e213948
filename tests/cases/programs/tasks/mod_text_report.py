"""Format a text report with textwrap, pprint and string helpers."""
import pprint
import string
import textwrap
from typing import Dict, List

ARTICLE = """The quick brown fox jumps over the lazy dog. Pack my box with five dozen
liquor jugs! How vexingly quick daft zebras jump; the five boxing wizards jump quickly.
Sphinx of black quartz, judge my vow."""


def word_stats(text: str) -> Dict[str, int]:
    table = str.maketrans("", "", string.punctuation)
    words = text.translate(table).lower().split()
    stats: Dict[str, int] = {}
    for w in words:
        stats[w] = stats.get(w, 0) + 1
    return stats


def pangram_letters(text: str) -> List[str]:
    return sorted(set(string.ascii_lowercase) - set(text.lower()))


def main() -> None:
    para = " ".join(ARTICLE.split())
    print(textwrap.fill(para, width=40))
    print("-" * 40)
    print(textwrap.fill(para, width=50, initial_indent="> ", subsequent_indent="  "))
    print(textwrap.shorten(para, width=60, placeholder=" [...]"))
    print(textwrap.wrap("a verylongwordthatdoesnotfit here", width=10))
    code = """
        def f():
            return 1
    """
    print(textwrap.dedent(code).strip())
    print(textwrap.indent("one\ntwo\n\nthree", "  | "))
    stats = word_stats(ARTICLE)
    top = sorted(stats.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
    pprint.pprint(top)
    nested = {"report": {"words": len(stats), "top": dict(top), "missing": pangram_letters(ARTICLE)},
              "lines": ARTICLE.splitlines()}
    pprint.pprint(nested, width=60)
    print(pprint.pformat(list(range(30)), compact=True, width=40))
    print(pprint.pformat({"b": 1, "a": [1, 2]}, sort_dicts=False))
    tmpl = string.Template("Dear $name, you owe ${amount} by $day.")
    print(tmpl.substitute(name="Ann", amount="$12.50", day="Friday"))
    print(tmpl.safe_substitute(name="Bob"))
    try:
        tmpl.substitute(name="Cy")
    except KeyError as e:
        print("KeyError:", e)
    print(string.capwords("hello   wide world"), string.digits, string.hexdigits)
    fmt = string.Formatter()
    print(fmt.format("{0:>6}|{1:^7}|{2:<5}|", "ab", "mid", 3.5))
    print("{:,}".format(1234567), "{:08.3f}".format(3.14159), "{:x}".format(255))


if __name__ == "__main__":
    main()
