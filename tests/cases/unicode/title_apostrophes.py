print("they're bill's friends".title(), 'hello wORLD-foo_bar'.title(), 'ÉCOLE élève'.title(), '3rd ñandú'.title())
