print("\q is kept", len("\q"))
print("line\
continued")
print('\'', "\"", '"', "'", '''"''', """'""")
