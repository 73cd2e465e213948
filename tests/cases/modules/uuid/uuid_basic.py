# uuid: parsing every accepted form, the attributes, comparisons, hashing, uuid3/4/5,
# the namespaces, and the error messages.
import uuid

forms = ['12345678123456781234567812345678', '12345678-1234-5678-1234-567812345678',
         '{12345678-1234-5678-1234-567812345678}', 'urn:uuid:12345678-1234-5678-1234-567812345678',
         'uuid:12345678-1234-5678-1234-567812345678', 'URN:UUID:12345678123456781234567812345678',
         '1234567812345678123456781234567G', '{{12345678123456781234567812345678}}',
         '12345678-1234-5678-1234-5678123456', '', ' 12345678123456781234567812345678',
         '12345678_234567812345678123456789', '+2345678123456781234567812345678',
         'ABCDEF00-1234-5678-9ABC-DEF012345678', '1-2-3-4-5-6-7-8-9-0123456789abcdef0123456789ab']
for f in forms:
    try:
        u = uuid.UUID(f)
        print(repr(f), u, repr(u))
    except Exception as e:
        print(repr(f), type(e).__name__, e)
u = uuid.UUID('a8098c1a-f86e-11da-bd1a-00112444be1e')
print(u.bytes, u.bytes_le, u.fields, u.time_low, u.time_mid, u.time_hi_version)
print(u.clock_seq_hi_variant, u.clock_seq_low, u.time, u.clock_seq, u.node, u.hex, u.urn)
print(u.int, int(u), u.variant, u.version, u.is_safe, hash(u) == hash(u.int))
for kw in ({'bytes': u.bytes}, {'bytes_le': u.bytes_le}, {'fields': u.fields}, {'int': u.int},
           {'hex': u.hex, 'version': 4}, {'int': 0, 'version': 1}, {'int': 2**128 - 1, 'version': 5},
           {'hex': u.hex, 'is_safe': uuid.SafeUUID.safe}):
    v = uuid.UUID(**kw)
    print(v, v.version, v.variant, v == u, v.is_safe)
for i in (0, 1 << 127, 0xc0 << 56, 0xe0 << 56, 0x80 << 56):
    v = uuid.UUID(int=i)
    print(v, v.variant, v.version)
bad = [{}, {'hex': 'a' * 32, 'int': 1}, {'bytes': b'x' * 15}, {'bytes_le': b'x' * 17},
       {'fields': (1, 2, 3)}, {'fields': (2**32, 0, 0, 0, 0, 0)}, {'fields': (0, 2**16, 0, 0, 0, 0)},
       {'fields': (0, 0, -1, 0, 0, 0)}, {'fields': (0, 0, 0, 256, 0, 0)}, {'fields': (0, 0, 0, 0, 256, 0)},
       {'fields': (0, 0, 0, 0, 0, 2**48)}, {'int': -1}, {'int': 2**128}, {'int': 0, 'version': 6},
       {'int': 0, 'version': 0}, {'hex': 5}]
for kw in bad:
    try:
        print(uuid.UUID(**kw))
    except Exception as e:
        print(kw, type(e).__name__, e)
try:
    u.int = 5
except TypeError as e:
    print('TypeError', e)
try:
    u.foo = 5
except TypeError as e:
    print('TypeError', e)
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == uuid.UUID(int=1), a == 1, a != 'x')
try:
    a < 1
except TypeError as e:
    print('TypeError', e)
print(sorted([b, a, uuid.UUID(int=0)]), len({a, b, uuid.UUID(int=1)}))
print(uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500)
print(uuid.uuid3(uuid.NAMESPACE_DNS, 'python.org'), uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org'))
print(uuid.uuid3(uuid.NAMESPACE_URL, 'é'), uuid.uuid5(uuid.NAMESPACE_X500, ''))
try:
    uuid.uuid3(uuid.NAMESPACE_DNS, b'x')
except TypeError as e:
    print('TypeError', e)
r = uuid.uuid4()
print(type(r).__name__, r.version, r.variant, len(str(r)), r == uuid.UUID(str(r)))
print(len({uuid.uuid4() for _ in range(50)}))
print(uuid.RFC_4122, uuid.RESERVED_NCS, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
print(list(uuid.SafeUUID), uuid.SafeUUID(None), u.__getstate__(), str(uuid.UUID(bytes=bytes(16))))
import copy
print(copy.copy(u) == u, copy.deepcopy(u), uuid.UUID(str(u)) is not u)
