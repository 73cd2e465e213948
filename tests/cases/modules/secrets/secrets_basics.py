# secrets draws host entropy: only shapes, ranges and messages are deterministic.
import secrets

print(len(secrets.token_bytes()), len(secrets.token_bytes(5)), len(secrets.token_hex(7)))
for n in (0, 1, 2, 3, 4, 16, 31):
    t = secrets.token_urlsafe(n)
    print(n, len(t), all(c.isalnum() or c in "-_" for c in t))
print(all(0 <= secrets.randbelow(10) < 10 for _ in range(200)), secrets.randbits(0))
print(secrets.choice("x"), secrets.randbits(8) < 256, secrets.compare_digest(b"a", b"a"))
print(type(secrets.SystemRandom()).__name__, sorted(secrets.__all__))
for bad in (lambda: secrets.randbelow(0), lambda: secrets.randbelow(-5),
            lambda: secrets.token_bytes(-1), lambda: secrets.choice([]),
            lambda: secrets.token_hex(1.5)):
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
