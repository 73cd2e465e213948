import sys
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.maxunicode, sys.byteorder, sys.platform)
print(sys.version_info[:2] == (3, 11), sys.version_info >= (3, 8), sys.version_info.major, sys.version_info.minor)
print(type(sys.version).__name__, sys.version.startswith('3.11'))
