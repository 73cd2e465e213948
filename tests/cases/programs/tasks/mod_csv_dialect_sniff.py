"""Custom csv dialects, quoting modes and the Sniffer on several inputs."""
import csv
import io
from typing import List


class Pipes(csv.Dialect):
    delimiter = "|"
    quotechar = '"'
    escapechar = "\\"
    doublequote = False
    skipinitialspace = False
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL


csv.register_dialect("pipes", Pipes)
csv.register_dialect("tabs", delimiter="\t", quoting=csv.QUOTE_ALL, lineterminator="\n")


def roundtrip(rows: List[list], dialect: str) -> str:
    buf = io.StringIO()
    csv.writer(buf, dialect=dialect).writerows(rows)
    text = buf.getvalue()
    back = list(csv.reader(io.StringIO(text), dialect=dialect))
    assert back == [[str(x) for x in r] for r in rows], (back, rows)
    return text


def main() -> None:
    rows = [["id", "text"], [1, 'say "hi"|bye'], [2, "back\\slash"], [3, ""]]
    print(repr(roundtrip(rows, "pipes")))
    print(repr(roundtrip(rows, "tabs")))
    print(sorted(csv.list_dialects()))
    d = csv.get_dialect("tabs")
    print(repr(d.delimiter), d.quoting == csv.QUOTE_ALL, d.doublequote)
    for mode in (csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE):
        buf = io.StringIO()
        try:
            csv.writer(buf, quoting=mode, escapechar="\\", lineterminator=";").writerow(["a", 1, 2.5, "x,y", None])
            print(mode, repr(buf.getvalue()))
        except csv.Error as e:
            print(mode, "csv.Error:", e)
    print(list(csv.reader(io.StringIO('1,"2",3.5\n'), quoting=csv.QUOTE_NONNUMERIC)))
    sniffer = csv.Sniffer()
    for sample in ["a;b;c\n1;2;3\n4;5;6\n", "name\tage\nann\t30\nbob\t25\n", "x,y\n'1,5',2\n'3,1',4\n"]:
        dia = sniffer.sniff(sample)
        print(repr(dia.delimiter), repr(dia.quotechar), sniffer.has_header(sample))
    try:
        csv.get_dialect("nope")
    except csv.Error as e:
        print("csv.Error:", e)
    csv.unregister_dialect("pipes")
    print("pipes" in csv.list_dialects(), csv.field_size_limit())


if __name__ == "__main__":
    main()
