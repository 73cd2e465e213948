"""A hexdump utility and checksum report using binascii, struct-free byte handling and base64."""
import base64
import binascii
import zlib
from typing import Iterator


def hexdump(data: bytes, width: int = 16) -> Iterator[str]:
    for off in range(0, len(data), width):
        chunk = data[off:off + width]
        hexpart = " ".join(f"{b:02x}" for b in chunk)
        text = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        yield f"{off:08x}  {hexpart:<{width * 3 - 1}}  |{text}|"


def u32le(value: int) -> bytes:
    return value.to_bytes(4, "little")


def make_record(tag: bytes, payload: bytes) -> bytes:
    body = tag + u32le(len(payload)) + payload
    return body + u32le(zlib.crc32(body))


def parse_records(blob: bytes) -> Iterator[tuple]:
    pos = 0
    while pos < len(blob):
        tag = blob[pos:pos + 4]
        n = int.from_bytes(blob[pos + 4:pos + 8], "little")
        body = blob[pos:pos + 8 + n]
        crc = int.from_bytes(blob[pos + 8 + n:pos + 12 + n], "little")
        if len(body) < 8 + n or zlib.crc32(body) != crc:
            raise ValueError(f"corrupt record at offset {pos}")
        yield tag.decode(), body[8:]
        pos += 12 + n


def main() -> None:
    blob = make_record(b"HEAD", b"pyeval\x00\x01") + make_record(b"TEXT", "héllo wörld".encode()) + make_record(b"NULL", b"")
    for line in hexdump(blob):
        print(line)
    print(list(parse_records(blob)))
    bad = bytearray(blob)
    bad[10] ^= 0xFF
    try:
        list(parse_records(bytes(bad)))
    except ValueError as e:
        print("ValueError:", e)
    print(binascii.hexlify(b"\x00\xffab"), binascii.hexlify(b"abc", "-"), binascii.unhexlify("deadBEEF"))
    print(binascii.crc32(b"hello") == zlib.crc32(b"hello"), binascii.crc_hqx(b"hello", 0))
    print(binascii.b2a_base64(b"hi there"), binascii.a2b_base64(b"aGkgdGhlcmU=\n"))
    print(bytes.fromhex("48 65 6c 6c 6f").decode(), b"Hello".hex(":", 2), base64.b16encode(b"\x01\xab"))
    for bad_hex in ["abc", "zz"]:
        try:
            binascii.unhexlify(bad_hex)
        except binascii.Error as e:
            print("binascii.Error:", e)
    print(int.from_bytes(b"\x01\x00", "big"), (1024).to_bytes(3, "big"), (-2).to_bytes(2, "little", signed=True))


if __name__ == "__main__":
    main()
