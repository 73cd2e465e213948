"""A mini template engine: string.Template subclasses, Formatter, and re-based loops."""
import re
import string
from typing import Any, Dict, Mapping


class PercentTemplate(string.Template):
    delimiter = "%"
    idpattern = r"[a-z][a-z0-9_]*"


class DottedFormatter(string.Formatter):
    """Resolves {a.b.c} through dict keys as well as attributes, and adds !u (upper)."""

    def get_field(self, field_name: str, args, kwargs):
        first, *rest = field_name.split(".")
        obj = self.get_value(int(first) if first.isdigit() else first, args, kwargs)
        for part in rest:
            obj = obj[part] if isinstance(obj, Mapping) else getattr(obj, part)
        return obj, first

    def convert_field(self, value: Any, conversion: str) -> Any:
        if conversion == "u":
            return str(value).upper()
        return super().convert_field(value, conversion)


LOOP = re.compile(r"\{% for (\w+) in (\w+) %\}(.*?)\{% endfor %\}", re.S)


def render(tmpl: str, ctx: Dict[str, Any]) -> str:
    fmt = DottedFormatter()

    def expand(m: re.Match) -> str:
        var, seq, body = m.groups()
        return "".join(fmt.format(body, **{**ctx, var: item}) for item in ctx[seq])

    return fmt.format(LOOP.sub(lambda m: expand(m).replace("{", "{{").replace("}", "}}"), tmpl), **ctx)


def main() -> None:
    t = PercentTemplate("Hello %name, your balance is %{amount} (%% fee). $notvar")
    print(t.substitute(name="Ann", amount="12.00"))
    print(t.safe_substitute(name="Bob"), t.get_identifiers() if hasattr(t, "get_identifiers") else "")
    try:
        PercentTemplate("%1bad").substitute()
    except ValueError as e:
        print("ValueError:", e)
    st = string.Template("$who likes $what")
    print(st.substitute({"who": "tim", "what": "kung pao"}), st.template, st.is_valid())
    ctx = {"user": {"name": "ada", "langs": ["py", "c"]}, "items": [{"n": "pen", "p": 1.5}, {"n": "ink", "p": 7}],
           "title": "invoice"}
    tmpl = "== {title!u} for {user.name!r} ==\n{% for it in items %}- {it.n:<5} {it.p:>6.2f}\n{% endfor %}total: {n}"
    print(render(tmpl, {**ctx, "n": len(ctx["items"])}))
    f = DottedFormatter()
    print(f.format("{0.real} {x.imag} {d.k!s:>4}|", 3 + 4j, x=1j, d={"k": 9}))
    print(list(string.Formatter().parse("a{0}b{x:>3}c{{}}")))
    try:
        f.format("{missing}")
    except KeyError as e:
        print("KeyError:", e)
    try:
        f.format("{0!z}", 1)
    except ValueError as e:
        print("ValueError:", e)


if __name__ == "__main__":
    main()
