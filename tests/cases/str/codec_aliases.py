# Codec names as CPython's registry reads them (normalisation, Lib/encodings/aliases.py,
# module names, the fast path's wording of an unknown handler), for the codecs pyeval
# has; bytes-to-bytes codecs are refused with CPython's message.
names = ['utf8', 'utf-8', 'UTF-8', 'UTF_8', 'u8', 'utf', 'cp65001', 'utf8_ucs2', 'utf8_ucs4', ' utf-8 ', 'utf--8', 'utf 8', 'utf.8', 'Utf8',
  'latin-1', 'latin_1', 'latin1', 'latin', 'l1', 'iso-8859-1', 'iso8859-1', 'iso8859_1', 'iso_8859_1', 'iso_8859_1:1987', '8859', 'cp819', 'ibm819', 'iso_ir_100', 'csisolatin1', 'L1',
  'ascii', 'us-ascii', 'us', 'ANSI_X3.4_1968', 'ansi_x3.4_1986', 'ansi_x3_4_1968', 'cp367', 'csascii', 'ibm367', 'iso646_us', 'iso_646.irv_1991', 'iso_ir_6', '646', 'us_ascii',
  'utf-16', 'utf16', 'u16', 'utf-16-le', 'utf_16_le', 'utf-16le', 'unicodelittleunmarked', 'utf-16-be', 'utf_16be', 'unicodebigunmarked', 'utf-32', 'u32', 'utf32', 'utf_32_le', 'utf-32be',
  'utf-8-sig', 'utf_8_sig', 'UTF8-SIG',
  'mbcs', 'dbcs', 'hex', 'base64', 'rot13', 'nope', '', 'utf-8\x00', 'ütf8', 'utf_8 ', '-utf-8', 'utf-8-', 'UTF8 ', 'u-8', 'U8', 'Latin-1', 'LATIN1', 'Us_Ascii', 'ascii ', ' ascii']
for n in names:
    r = []
    for f in [lambda: 'aé'.encode(n), lambda: b'a'.decode(n), lambda: str(b'a', n)]:
        try: r.append(repr(f()))
        except Exception as e: r.append(f'{type(e).__name__}: {e}')
    print(repr(n), r)
for n in ['utf-8', 'u8', 'utf8', 'latin-1', 'l1', 'ascii', 'us', 'utf-16', 'u16', 'utf-8-sig', 'utf-16-le', 'cp65001']:
    for f in [lambda: 'a\udcff'.encode(n, 'bad'), lambda: 'é\U0001f600'.encode(n), lambda: b'\xef\xbb\xbfa\xff'.decode(n), lambda: b'\xff'.decode(n, 'bad'),
              lambda: b'\xef\xbb'.decode(n), lambda: b'\xef\xbb\xbf\xef\xbb\xbfx'.decode(n), lambda: b'\xef\xbb\xbf'.decode(n, 'replace')]:
        try: print(n, repr(f()))
        except Exception as e: print(n, type(e).__name__, e)
