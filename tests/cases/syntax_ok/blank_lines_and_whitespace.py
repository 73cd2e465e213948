x = 1   


if x:

    y = 2

    print(y)   
	
print("end")
