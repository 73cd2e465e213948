price = 5€
