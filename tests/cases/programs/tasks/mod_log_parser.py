"""Parse web server access logs and report per-status and per-path statistics."""
import re
from collections import Counter, defaultdict
from typing import Dict, List, NamedTuple, Optional

LOG_RE = re.compile(
    r'(?P<ip>\d{1,3}(?:\.\d{1,3}){3}) - (?P<user>\S+) \[(?P<ts>[^\]]+)\] '
    r'"(?P<method>[A-Z]+) (?P<path>\S+) HTTP/(?P<ver>[\d.]+)" (?P<status>\d{3}) (?P<size>\d+|-)'
)


class Entry(NamedTuple):
    ip: str
    user: str
    method: str
    path: str
    status: int
    size: int


def parse_line(line: str) -> Optional[Entry]:
    m = LOG_RE.match(line)
    if not m:
        return None
    size = 0 if m["size"] == "-" else int(m["size"])
    return Entry(m["ip"], m["user"], m["method"], m["path"], int(m["status"]), size)


SAMPLE = """\
192.168.1.10 - alice [10/Oct/2023:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326
192.168.1.11 - - [10/Oct/2023:13:55:40 +0000] "GET /about HTTP/1.1" 200 1200
10.0.0.5 - bob [10/Oct/2023:13:56:01 +0000] "POST /api/login HTTP/1.1" 401 87
10.0.0.5 - bob [10/Oct/2023:13:56:05 +0000] "POST /api/login HTTP/1.1" 200 512
garbage line that should be skipped
172.16.0.2 - - [10/Oct/2023:13:57:12 +0000] "GET /missing HTTP/1.0" 404 -
192.168.1.10 - alice [10/Oct/2023:13:58:00 +0000] "GET /index.html?ref=home HTTP/1.1" 200 2326
10.0.0.7 - carol [10/Oct/2023:13:59:30 +0000] "DELETE /api/item/42 HTTP/1.1" 500 0
10.0.0.7 - carol [10/Oct/2023:14:00:02 +0000] "GET /api/item/42 HTTP/2.0" 200 64
"""


def main() -> None:
    entries: List[Entry] = []
    bad = 0
    for lineno, line in enumerate(SAMPLE.splitlines(), 1):
        e = parse_line(line)
        if e is None:
            print(f"warning: line {lineno} unparsable: {line[:20]!r}")
            bad += 1
            continue
        entries.append(e)
    print(f"parsed {len(entries)} entries, {bad} bad")

    status = Counter(e.status for e in entries)
    for code, n in sorted(status.items()):
        print(f"  {code}: {n}")
    bytes_by_ip: Dict[str, int] = defaultdict(int)
    for e in entries:
        bytes_by_ip[e.ip] += e.size
    for ip, total in sorted(bytes_by_ip.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"{ip:<15} {total:>6} bytes")
    paths = Counter(re.sub(r"\?.*$", "", e.path) for e in entries)
    print("top paths:", paths.most_common(2))
    users = Counter(e.user for e in entries if e.user != "-")
    print("users:", dict(sorted(users.items())))
    errors = [e for e in entries if e.status >= 400]
    print("error rate: {:.1%}".format(len(errors) / len(entries)))
    ids = [int(x) for e in entries for x in re.findall(r"/(\d+)", e.path)]
    print("ids:", ids, "methods:", sorted({e.method for e in entries}))


if __name__ == "__main__":
    main()
