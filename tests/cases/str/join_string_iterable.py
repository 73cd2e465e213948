print("x".join("abc"), "-".join(("a",)), ", ".join(["é", "日本"]), "".join("xyz"))
