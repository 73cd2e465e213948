print(repr("abc"), repr("it's"), repr('say "hi"'), repr("both ' and \""))
print(repr(""), repr("\x00\x7f\x80"), repr("\u200b"), repr("é"))
