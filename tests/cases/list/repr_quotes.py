print(["it's", 'say "hi"', "both ' \"", "\n", "\t", "é", "\x00"])
