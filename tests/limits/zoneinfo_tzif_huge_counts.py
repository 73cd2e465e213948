# expect-exit: 0
# expect-stdout: ValueError Invalid TZif file: truncated data
# expect-stdout: ValueError Invalid TZif file: transition to an undefined type
# expect-stdout: done
# TZif headers whose counts promise more than the bytes hold (2**32 - 1 transitions) are
# refused before any list of that length is built; a transition to a type that does
# not exist is refused too (CPython's reader fails differently on both: struct.error
# or an IndexError, docs/differences.md).
import io
import struct
import zoneinfo

empty_v1 = b"TZif2" + bytes(15) + struct.pack(">6L", 0, 0, 0, 0, 0, 0)
for counts, body in (((0, 0, 0, 2**32 - 1, 1, 4), b""), ((0, 0, 0, 1, 1, 4), struct.pack(">qB", 0, 3) + struct.pack(">lBB", 0, 0, 0) + b"ABC\0\n\n")):
    data = empty_v1 + b"TZif2" + bytes(15) + struct.pack(">6L", *counts) + body
    try:
        zoneinfo.ZoneInfo.from_file(io.BytesIO(data))
    except ValueError as e:
        print(type(e).__name__, e)
print("done")
