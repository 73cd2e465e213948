'a'.isalpha(1)
