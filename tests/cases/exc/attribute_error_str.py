"abc".nosuchmethod()
