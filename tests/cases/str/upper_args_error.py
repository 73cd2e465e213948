'a'.upper(1)
