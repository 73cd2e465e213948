print(len(""), len("a"), len("hello world"), len("日本"), len("😀😀"), len("e\u0301"))
