print(repr("\u3000 hi \u2003\n".strip()), repr("\t\x0b\x0c x \r".strip()))
