raise ValueError("non-ascii: é 日本 😀")
