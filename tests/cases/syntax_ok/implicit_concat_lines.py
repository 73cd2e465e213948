msg = ("hello "
       'world '
       """triple """
       r"raw\n")
print(msg)
print("a" "b"
      "c")
