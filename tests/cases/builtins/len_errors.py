len()
