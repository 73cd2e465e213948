from typing import Any, Dict, List


class TemplateError(Exception):
    pass


def lookup(ctx: Dict[str, Any], dotted: str) -> Any:
    value: Any = ctx
    for part in dotted.split("."):
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif isinstance(value, list) and part.isdigit():
            value = value[int(part)]
        elif hasattr(value, part):
            value = getattr(value, part)
        else:
            raise TemplateError(f"undefined: {dotted}")
    return value


FILTERS = {
    "upper": str.upper,
    "lower": str.lower,
    "title": str.title,
    "len": lambda v: len(v),
    "money": lambda v: f"${v:,.2f}",
}


def render(tpl: str, ctx: Dict[str, Any]) -> str:
    out: List[str] = []
    i = 0
    while True:
        j = tpl.find("{{", i)
        if j < 0:
            out.append(tpl[i:])
            break
        out.append(tpl[i:j])
        k = tpl.find("}}", j)
        if k < 0:
            raise TemplateError("unclosed tag at %d" % j)
        expr = tpl[j + 2:k].strip()
        name, *filters = [p.strip() for p in expr.split("|")]
        value = lookup(ctx, name)
        for f in filters:
            if f not in FILTERS:
                raise TemplateError(f"unknown filter {f!r}")
            value = FILTERS[f](value)
        out.append(str(value))
        i = k + 2
    return "".join(out)


class User:
    def __init__(self, name: str, balance: float) -> None:
        self.name = name
        self.balance = balance


ctx = {"user": User("ada lovelace", 12345.678), "items": ["pen", "ink", "paper"],
       "order": {"id": 42, "total": 19.5}}
templates = [
    "Hello {{ user.name | title }}!",
    "Balance: {{ user.balance | money }}",
    "First item: {{ items.0 | upper }}, count={{ items | len }}",
    "Order #{{order.id}} total {{ order.total|money }}",
    "{{ missing.key }}",
    "{{ user.name | shout }}",
    "unclosed {{ user.name",
    "no tags at all",
]
for t in templates:
    try:
        print(render(t, ctx))
    except TemplateError as e:
        print("TemplateError:", e)
