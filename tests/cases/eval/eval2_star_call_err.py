def f(): pass
f(*5)
