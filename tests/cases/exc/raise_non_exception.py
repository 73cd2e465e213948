print("before")
raise 5
