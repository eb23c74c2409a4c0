// before
let a = 1
let café = 2
