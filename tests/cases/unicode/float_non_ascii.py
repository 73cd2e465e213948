print(float('١.٥'), float('٣e٢'), float('-٠.٢٥'), float('\u2003١٢\u2003'), float('１.５'))
