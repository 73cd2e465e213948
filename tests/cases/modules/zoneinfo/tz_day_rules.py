# The Jn and zero-based n day forms of a TZ string footer, counted as CPython counts them
# (around February 29 of a leap year and not).
import io, struct, zoneinfo
from datetime import datetime
def tzif(footer):
    empty = b"TZif2" + bytes(15) + struct.pack(">6l", 0, 0, 0, 0, 0, 0)
    head = b"TZif2" + bytes(15) + struct.pack(">6l", 0, 0, 0, 0, 1, 4)
    return empty + head + struct.pack(">lBB", 3600, 0, 0) + b"XXX\0" + b"\n" + footer + b"\n"
for f in (b"AAA3BBB,J59/2,J300/2", b"AAA3BBB,J1/2,J300/2", b"AAA3BBB,0/2,300/2", b"AAA3BBB,59/2,300/2"):
    z = zoneinfo.ZoneInfo.from_file(io.BytesIO(tzif(f)))
    print(f, [datetime(2024, m, d, 3, tzinfo=z).tzname() for m, d in ((1, 1), (1, 2), (2, 28), (2, 29), (3, 1))],
          [datetime(2023, m, d, 3, tzinfo=z).tzname() for m, d in ((1, 1), (1, 2), (2, 28), (3, 1))])
