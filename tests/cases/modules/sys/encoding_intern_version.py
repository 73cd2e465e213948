# sys's small facts: default and file-system encodings, intern (and its TypeErrors),
# hexversion, api_version and implementation.
import sys

print(sys.getdefaultencoding(), sys.getfilesystemencoding(), sys.intern('ab'), hex(sys.hexversion))
print(sys.api_version, sys.implementation, sys.implementation.name, sys.implementation.cache_tag)
print(sys.implementation.version == sys.version_info, sys.implementation.hexversion == sys.hexversion)
class S(str):
    pass
for bad in (5, None, S('x'), b'x'):
    try:
        sys.intern(bad)
    except TypeError as e:
        print(type(e).__name__, e)
