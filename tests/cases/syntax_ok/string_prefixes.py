print(r"\d", R"\w", f"{1}", F"{2}", rf"\{3}", fR"{4}\n", u"unicode", U"U")
