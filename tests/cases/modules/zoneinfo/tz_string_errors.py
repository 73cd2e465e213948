# TZ string footers the C reader refuses, with its messages, and odd ones it accepts.
import io, struct, zoneinfo
from datetime import datetime
def tzif(footer):
    empty = b"TZif2" + bytes(15) + struct.pack(">6l", 0, 0, 0, 0, 0, 0)
    head = b"TZif2" + bytes(15) + struct.pack(">6l", 0, 0, 0, 0, 1, 4)
    return empty + head + struct.pack(">lBB", 3600, 0, 0) + b"XXX\0" + b"\n" + footer + b"\n"
for f in (b"AAA3BBB", b"AAA3,M3.1.0,M4.1.0", b"AAA25", b"AAA3BBB,M13.1.0,M10.1.0", b"AAA3BBB,M3.6.0,M10.1.0",
          b"AAA3BBB,M3.1.7,M10.1.0", b"AAA3BBB,M3.1.0/200,M10.1.0", b"AAA3BBB,M3.1.0/-2,M10.1.0/167",
          b"AAA3BBB,J0,J365", b"AAA3BBB,J366,J1", b"AAA3BBB,366,1", b"3AAA", b"<A+1>-1<B>-2,M3.2.0,M11.1.0",
          b"AAA3:30:15BBB2:00,M3.2.0/2:30:10,M11.1.0", b"AAA3BBB,M3.2.0", b"AAA+03:3", b"AA1", b"", b"<AAA", b"<A!>3", b"AAA3<B B>", b"AAA3BBB,M3.2.0,M11.1.0x",
          b"AAA3BBB,M3.2.0/1:2,M11.1.0", b"AAA3BBB,M3.2.0/1:02:03,M11.1.0/-1", b"AAA-14:45BBB-15:45,M1.1.0,J365/25",
          b"AAA3BBB1,M3.2.0,M11.1.0", b"AAA3BBB5,M3.2.0,M11.1.0", b"AAA-1BBB-0,M3.5.0,M10.5.0/3", b"<-03>3<-02>,M3.5.0/-2,M10.5.0/-1"):
    try:
        z = zoneinfo.ZoneInfo.from_file(io.BytesIO(tzif(f)))
        print(f, [str(datetime(2024, m, 15, 3, tzinfo=z).utcoffset()) + datetime(2024, m, 15, 3, tzinfo=z).tzname() for m in (1, 6)])
    except Exception as e:
        print(f, type(e).__name__, e)
