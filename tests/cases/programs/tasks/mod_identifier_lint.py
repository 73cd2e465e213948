"""Lint variable names in source text: keyword, str.isidentifier, re and Counter."""
import keyword
import re
from collections import Counter
from typing import List, NamedTuple

SOURCE = '''
class my_class:
    def Method(self, lambda_, class_, x1, X):
        import_ = 1
        someVariable = lambda_ + class_
        _private = __dunder__ = 2
        CONSTANT = 3
        return someVariable
def f(async_, match, case, type, print): pass
'''


# A fixed list: pyeval refuses __builtins__ on purpose (docs/security.md).
BUILTIN_NAMES = {"print", "type", "len", "list", "dict", "id", "input", "max", "min", "sum"}


class Issue(NamedTuple):
    line: int
    name: str
    problem: str


def classify(name: str) -> str:
    if re.fullmatch(r"__\w+__", name):
        return "dunder"
    if re.fullmatch(r"[A-Z][A-Z0-9_]*", name):
        return "CONSTANT"
    if re.fullmatch(r"[A-Z][a-zA-Z0-9]*", name):
        return "CapWords"
    if re.fullmatch(r"_?[a-z][a-z0-9_]*", name):
        return "snake_case"
    if re.fullmatch(r"[a-z]+(?:[A-Z][a-z0-9]*)+", name):
        return "camelCase"
    return "other"


def lint(src: str) -> List[Issue]:
    issues = []
    for n, line in enumerate(src.splitlines(), 1):
        m = re.match(r"\s*class (\w+)", line)
        if m and classify(m[1]) != "CapWords":
            issues.append(Issue(n, m[1], "class names should be CapWords"))
        m = re.match(r"\s*def (\w+)\((.*)\)", line)
        if m:
            if classify(m[1]) != "snake_case":
                issues.append(Issue(n, m[1], "function names should be snake_case"))
            for p in (x.strip() for x in m[2].split(",")):
                if keyword.issoftkeyword(p):
                    issues.append(Issue(n, p, "shadows a soft keyword"))
                elif p in BUILTIN_NAMES:
                    issues.append(Issue(n, p, "shadows a builtin"))
        for name in re.findall(r"(\w+)\s*=(?!=)", line):
            if classify(name) == "camelCase":
                issues.append(Issue(n, name, "use snake_case"))
    return issues


def main() -> None:
    for issue in lint(SOURCE):
        print(f"{issue.line:>2}: {issue.name:<14} {issue.problem}")
    words = re.findall(r"[A-Za-z_]\w*", SOURCE)
    kinds = Counter(classify(w) for w in words if not keyword.iskeyword(w))
    print(sorted(kinds.items()))
    print(sorted(w for w in set(words) if keyword.iskeyword(w)))
    print(len(keyword.kwlist), keyword.softkwlist, keyword.iskeyword("match"), keyword.issoftkeyword("_"))
    for cand in ["valid_name", "2bad", "with space", "ünïcode", "class", "None", "_", ""]:
        print(f"{cand!r:14} isidentifier={cand.isidentifier()} keyword={keyword.iskeyword(cand)}")


if __name__ == "__main__":
    main()
