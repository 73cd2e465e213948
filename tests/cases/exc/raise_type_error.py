raise TypeError("custom type error message")
