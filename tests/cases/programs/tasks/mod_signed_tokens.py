"""Signed, expiring session tokens: json + base64url + hmac-sha256."""
import base64
import hashlib
import hmac
import json
from typing import Any, Dict

KEY = b"k3y-for-tests"


class TokenError(Exception):
    pass


def b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).rstrip(b"=").decode("ascii")


def unb64url(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def sign(payload: Dict[str, Any], key: bytes = KEY) -> str:
    header = {"alg": "HS256", "typ": "JWT"}
    parts = [b64url(json.dumps(x, separators=(",", ":"), sort_keys=True).encode()) for x in (header, payload)]
    mac = hmac.new(key, ".".join(parts).encode(), hashlib.sha256).digest()
    return ".".join(parts + [b64url(mac)])


def verify(token: str, now: int, key: bytes = KEY) -> Dict[str, Any]:
    try:
        h, p, s = token.split(".")
    except ValueError:
        raise TokenError("malformed token") from None
    expected = hmac.new(key, f"{h}.{p}".encode(), hashlib.sha256).digest()
    if not hmac.compare_digest(expected, unb64url(s)):
        raise TokenError("bad signature")
    payload = json.loads(unb64url(p))
    if payload.get("exp", now + 1) <= now:
        raise TokenError(f"expired at {payload['exp']}")
    return payload


def main() -> None:
    tok = sign({"sub": "user-17", "role": "admin", "exp": 1000})
    print(tok)
    print(verify(tok, now=999))
    h, p, s = tok.split(".")
    forged = sign({"sub": "user-17", "role": "admin", "exp": 5000}, key=b"wrong")
    cases = {
        "expired": tok,
        "forged": forged,
        "tampered": h + "." + p[:-2] + "xx." + s,
        "swapped": ".".join([h, b64url(b'{"role":"root"}'), s]),
        "malformed": "abc.def",
    }
    for name, t in cases.items():
        try:
            verify(t, now=1000)
            print(name, "accepted?!")
        except TokenError as e:
            print(f"{name}: TokenError: {e}")
        except (ValueError, UnicodeDecodeError) as e:
            print(f"{name}: {type(e).__name__}")
    m = hmac.new(b"key", digestmod="sha256")
    m.update(b"part1")
    c = m.copy()
    m.update(b"part2")
    print(m.name, m.digest_size, m.block_size, m.hexdigest()[:16], c.hexdigest()[:16])
    print(hmac.digest(b"key", b"msg", "sha1").hex())
    print(hmac.compare_digest("abc", "abc"), hmac.compare_digest(b"a", b"b"))
    try:
        hmac.new(b"key")
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
