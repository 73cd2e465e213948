"""Build and re-parse a fixed-width report through io.StringIO."""
import io
from typing import Dict, List, TextIO

SALES = [
    ("north", "widget", 12, 3.5),
    ("south", "widget", 7, 3.5),
    ("north", "gadget", 3, 12.0),
    ("east", "gizmo", 20, 1.25),
    ("south", "gadget", 5, 12.0),
]


def write_report(out: TextIO, rows) -> int:
    n = out.write(f"{'region':<8}{'product':<9}{'qty':>5}{'total':>10}\n")
    for region, product, qty, price in rows:
        n += out.write(f"{region:<8}{product:<9}{qty:>5}{qty * price:>10.2f}\n")
    out.writelines(["-" * 32, "\n"])
    return n


def read_report(src: TextIO) -> List[Dict[str, object]]:
    header = src.readline().split()
    rows = []
    for line in src:
        if line.startswith("-"):
            break
        parts = line.split()
        rows.append({header[0]: parts[0], header[1]: parts[1], "qty": int(parts[2]), "total": float(parts[3])})
    return rows


def main() -> None:
    buf = io.StringIO()
    written = write_report(buf, SALES)
    print("chars written:", written, "tell:", buf.tell())
    text = buf.getvalue()
    print(text, end="")
    buf.seek(0)
    rows = read_report(buf)
    totals: Dict[str, float] = {}
    for r in rows:
        totals[r["region"]] = totals.get(r["region"], 0.0) + r["total"]
    print(totals)
    src = io.StringIO("line one\nline two\n\nlast")
    print(src.readlines())
    src.seek(5)
    print(repr(src.read(3)), repr(src.readline()), src.tell())
    out = io.StringIO("initial")
    out.seek(0, io.SEEK_END)
    out.write(" appended")
    print(out.getvalue())
    out.truncate(7)
    print(repr(out.getvalue()), out.closed)
    out.close()
    try:
        out.write("x")
    except ValueError as e:
        print("ValueError:", e)
    b = io.BytesIO()
    b.write(b"\x00\x01binary")
    b.seek(2)
    print(b.read(), b.getvalue()[:2], len(b.getbuffer()) if hasattr(b, "getbuffer") and False else 8)
    with io.StringIO("a,b\n1,2\n") as f:
        print([l.rstrip("\n").split(",") for l in f])
    print(f.closed)
    nl = io.StringIO("x\r\ny\rz\n", newline=None)
    print(nl.readlines())


if __name__ == "__main__":
    main()
