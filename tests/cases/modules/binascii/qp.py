# a2b_qp / b2a_qp: every flag combination over generated inputs (line lengths around the
# 76-column limit, trailing blanks, CRLF and LF text, dots at line starts, high bytes),
# and the decoder on hand-broken input.
import binascii
import random

rng = random.Random(7)
alphabet = b"ab =._\t\r\n\x00\xff.Z"
samples = [b"", b".", b" ", b"\t", b"a \n", b"a\t\r\nb", b"=", b"_ _", b".\n.\r\n.",
           b"x" * 75 + b" ", b"x" * 76, b"y" * 74 + b"=", b"z" * 73 + b"\xff\xfe",
           b"line one   \nline two\t\n", b"\r\n" * 3, b"a\rb\nc"]
for _ in range(150):
    samples.append(bytes(rng.choice(alphabet) for _ in range(rng.randrange(0, 200))))
for s in samples:
    outs = []
    for quotetabs in (False, True):
        for istext in (True, False):
            for header in (False, True):
                e = binascii.b2a_qp(s, quotetabs=quotetabs, istext=istext, header=header)
                d = binascii.a2b_qp(e, header=header)
                outs.append((e, d == s))
    print(s, outs)

for enc in [b"=", b"==", b"=4", b"=4g", b"=41=42", b"a=\r\nb", b"a=\rb", b"a=  \nb",
            b"_x_", "ascii=41", b"=\n", b"=zz", b"=ab=CD=eF", bytearray(b"=30")]:
    print(enc, binascii.a2b_qp(enc), binascii.a2b_qp(enc, True))
for bad in ["é", 5, None]:
    try:
        binascii.a2b_qp(bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for bad in ["abc", 5]:
    try:
        binascii.b2a_qp(bad)
    except TypeError as e:
        print(type(e).__name__, e)
print(binascii.b2a_qp(data=b"a b", header=True), binascii.a2b_qp(data=b"a_b", header=1))
