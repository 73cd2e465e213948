from typing import Dict, List, Tuple

HEX = "0123456789ABCDEF"
SAFE = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.~")


def quote(s: str) -> str:
    out = []
    for b in s.encode("utf-8"):
        ch = chr(b)
        if ch in SAFE:
            out.append(ch)
        elif ch == " ":
            out.append("+")
        else:
            out.append("%" + HEX[b >> 4] + HEX[b & 15])
    return "".join(out)


def unquote(s: str) -> str:
    data = bytearray()
    i = 0
    while i < len(s):
        ch = s[i]
        if ch == "%" and i + 2 < len(s) + 0 and all(c in "0123456789abcdefABCDEF" for c in s[i + 1:i + 3]):
            data.append(int(s[i + 1:i + 3], 16))
            i += 3
        else:
            data += b" " if ch == "+" else ch.encode("utf-8")
            i += 1
    return data.decode("utf-8", errors="replace")


def parse_url(url: str) -> Dict[str, object]:
    scheme, _, rest = url.partition("://")
    rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    host, slash, path = rest.partition("/")
    host, _, port = host.partition(":")
    params: Dict[str, List[str]] = {}
    for pair in filter(None, query.split("&")):
        k, _, v = pair.partition("=")
        params.setdefault(unquote(k), []).append(unquote(v))
    return {"scheme": scheme, "host": host.lower(), "port": int(port) if port else None,
            "path": "/" + path, "params": params, "fragment": fragment}


def build_query(pairs: List[Tuple[str, str]]) -> str:
    return "&".join(f"{quote(k)}={quote(v)}" for k, v in pairs)


urls = ["https://Example.COM:8443/search/items?q=caf%C3%A9+au+lait&page=2&tag=a&tag=b#top",
        "http://localhost/?empty=&novalue&x=%41%42%zz",
        "ftp://files.example.org/pub/readme.txt"]
for u in urls:
    parts = parse_url(u)
    for k, v in parts.items():
        print(f"  {k:9}= {v!r}")
q = build_query([("name", "Zoë Ünicode"), ("math", "1+1=2"), ("path", "/a b/c?d")])
print(q)
print(parse_url("http://h/p?" + q)["params"])
print(unquote(quote("snowman ☃ & co/op")))
