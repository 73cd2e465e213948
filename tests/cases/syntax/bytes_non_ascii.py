b = b"café"
