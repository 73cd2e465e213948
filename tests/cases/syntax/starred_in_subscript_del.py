del *a, b
