print('abc'.__getnewargs__(), type('x'.__getnewargs__()[0]).__name__)
