values = [1, 2, 3,
          4, 5] + \
         [6]
text = "start " \
       "middle " + (
       "end")
print(values, text)
