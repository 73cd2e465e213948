# uuid.UUID construction paths and their errors: hex decorations, bytes_le reordering,
# fields range checks (all before any shift), version stamping, and every variant.
import uuid
from uuid import UUID

def show(**kw):
    try:
        u = UUID(**kw)
        print(str(u), u.variant, u.version, u.fields)
    except (TypeError, ValueError, AssertionError) as e:
        print(type(e).__name__, e)

for h in ['{12345678-1234-5678-1234-567812345678}', 'urn:uuid:12345678123456781234567812345678',
          '12-34-5678123456781234567812345678', 'uuid:' + 'f' * 32, 'g' * 32, '1234', '',
          b'12345678123456781234567812345678']:
    show(hex=h)
for b in [bytes(range(16)), bytes(15), bytearray(16), b'\xff' * 16]:
    show(bytes=b)
    show(bytes_le=b)
for f in [(1, 2, 3, 4, 5, 6), (1 << 32, 0, 0, 0, 0, 0), (0, 1 << 16, 0, 0, 0, 0),
          (0, 0, -1, 0, 0, 0), (0, 0, 0, 256, 0, 0), (0, 0, 0, 0, 256, 0),
          (0, 0, 0, 0, 0, 1 << 48), (1.5, 0, 0, 0, 0, 0), (1.5, 1 << 16, 0, 0, 0, 0),
          (1, 2, 3), [1, 2, 3, 4, 5, 6]]:
    show(fields=f)
for i in [0, 1 << 128, (1 << 128) - 1, -1]:
    show(int=i)
for v in [0, 1, 3, 4, 5, 6, True]:
    show(int=(1 << 128) - 1, version=v)
    show(int=0, version=v)
for top in range(8):
    u = UUID(int=top << 61)
    print(top, u.variant, u.version)
show()
show(int=1, hex='0' * 32)
u = UUID(bytes_le=bytes(range(16)))
print(u.bytes_le == bytes(range(16)), u.bytes.hex())
print(UUID(int=5, is_safe=uuid.SafeUUID.safe).is_safe)
